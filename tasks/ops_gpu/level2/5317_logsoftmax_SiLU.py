"""F.log_softmax -> SiLU: synthesised by warpgym synth (seed 10, index 71, torch#2, dim 0 x3254)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(13016, 16, 8, 8, 8)]


def get_init_inputs():
    return []
