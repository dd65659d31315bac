"""hf.MishActivation -> LayerNorm: synthesised by warpgym synth (seed 7, index 4955, transformers#2, dim 0 x3414)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(13656, 32, 32, 32)]


def get_init_inputs():
    return []
