"""torch.neg -> SELU -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 3036, torch#3, dim 0 x4693)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> SELU -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = torch.neg(x)
        x = self.selu_1(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(18772, 16, 8, 8, 8)]


def get_init_inputs():
    return []
