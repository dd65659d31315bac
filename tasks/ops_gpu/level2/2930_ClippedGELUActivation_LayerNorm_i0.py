"""hf.ClippedGELUActivation -> LayerNorm -> torch.i0: synthesised by warpgym synth (seed 7, index 4632, transformers#3, dim 0 x14858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> LayerNorm -> torch.i0"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.layernorm_1 = nn.LayerNorm(normalized_shape=8)

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = self.layernorm_1(x)
        x = torch.i0(x)
        return x


def get_inputs():
    return [torch.randn(59432, 16, 8, 8, 8)]


def get_init_inputs():
    return []
