"""torch.prod -> hf.ClippedGELUActivation -> LayerNorm -> torch.reciprocal: synthesised by warpgym synth (seed 9, index 299, transformers#4, dim 0 x1827)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.prod -> hf.ClippedGELUActivation -> LayerNorm -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = torch.prod(x, -1)
        x = self.clippedgeluactivation_1(x)
        x = self.layernorm_2(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(14616, 64, 16, 16)]


def get_init_inputs():
    return []
