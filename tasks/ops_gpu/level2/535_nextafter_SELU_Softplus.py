"""torch.nextafter -> SELU -> Softplus: synthesised by warpgym synth (seed 7, index 865, torch#3, dim 0 x5015)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> SELU -> Softplus"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()
        self.softplus_2 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = self.selu_1(x)
        x = self.softplus_2(x)
        return x


def get_inputs():
    return [torch.randn(1283840, 256), torch.randn(1283840, 256)]


def get_init_inputs():
    return []
