"""GLU -> torch.true_divide -> F.hardswish: synthesised by warpgym synth (seed 7, index 2642, torch#3, dim 0 x6913)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.true_divide -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x, x1):
        x = self.glu_0(x)
        x = torch.true_divide(x, x1)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(1769728, 256), torch.randn(1769728, 128)]


def get_init_inputs():
    return []
