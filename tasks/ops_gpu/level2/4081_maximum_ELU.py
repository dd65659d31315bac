"""torch.maximum -> ELU: synthesised by warpgym synth (seed 7, index 6419, torch#2, dim 0 x1849)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(946688, 256), torch.randn(946688, 256)]


def get_init_inputs():
    return []
