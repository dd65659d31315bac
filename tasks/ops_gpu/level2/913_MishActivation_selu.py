"""hf.MishActivation -> F.selu: synthesised by warpgym synth (seed 7, index 1482, transformers#2, dim 0 x1728)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.selu"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(27648, 64, 128)]


def get_init_inputs():
    return []
