"""torch.minimum -> ELU: synthesised by warpgym synth (seed 7, index 2063, torch#2, dim 0 x672)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(21504, 128, 64), torch.randn(21504, 128, 64)]


def get_init_inputs():
    return []
