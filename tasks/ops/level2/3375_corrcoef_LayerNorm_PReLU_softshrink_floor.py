"""torch.corrcoef -> LayerNorm -> PReLU -> F.softshrink -> torch.floor: synthesised by warpgym synth (seed 7, index 4444, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.corrcoef -> LayerNorm -> PReLU -> F.softshrink -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=512)
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = torch.corrcoef(x)
        x = self.layernorm_1(x)
        x = self.prelu_2(x)
        x = F.softshrink(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(512, 256)]


def get_init_inputs():
    return []
