"""LayerNorm -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 9, index 27, transformers#2, dim 0 x7888)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """LayerNorm -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2019328, 256)]


def get_init_inputs():
    return []
