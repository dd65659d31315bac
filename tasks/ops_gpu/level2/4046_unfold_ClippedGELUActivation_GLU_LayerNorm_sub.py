"""F.unfold -> hf.ClippedGELUActivation -> GLU -> LayerNorm -> torch.sub: synthesised by warpgym synth (seed 7, index 6361, transformers#5, dim 0 x237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.unfold -> hf.ClippedGELUActivation -> GLU -> LayerNorm -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.glu_2 = nn.GLU()
        self.layernorm_3 = nn.LayerNorm(normalized_shape=3906)

    def forward(self, x, x1):
        x = F.unfold(x, kernel_size=3)
        x = self.clippedgeluactivation_1(x)
        x = self.glu_2(x)
        x = self.layernorm_3(x)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(3792, 64, 128), torch.randn(34128, 3906)]


def get_init_inputs():
    return []
