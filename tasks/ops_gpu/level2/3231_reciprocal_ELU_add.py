"""torch.reciprocal -> ELU -> torch.add: synthesised by warpgym synth (seed 7, index 5093, torch#3, dim 0 x1345)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> ELU -> torch.add"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x, x1):
        x = torch.reciprocal(x)
        x = self.elu_1(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(43040, 128, 64), torch.randn(43040, 128, 64)]


def get_init_inputs():
    return []
