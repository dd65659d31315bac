"""torch.logaddexp -> RReLU: synthesised by warpgym synth (seed 7, index 3683, torch#2, dim 0 x1430)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(366080, 512), torch.randn(366080, 512)]


def get_init_inputs():
    return []
