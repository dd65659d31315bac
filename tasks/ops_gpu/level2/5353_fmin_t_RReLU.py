"""torch.fmin -> torch.t -> RReLU: synthesised by warpgym synth (seed 10, index 132, torch#3, dim 0 x3251)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> torch.t -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_2 = nn.RReLU()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = torch.t(x)
        x = self.rrelu_2(x)
        return x


def get_inputs():
    return [torch.randn(416128, 256), torch.randn(416128, 256)]


def get_init_inputs():
    return []
