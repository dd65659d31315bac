"""torch.maximum -> Mish: synthesised by warpgym synth (seed 7, index 6246, torch#2, dim 0 x2413)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(308864, 256), torch.randn(308864, 256)]


def get_init_inputs():
    return []
