"""torch.slogdet -> RReLU -> torch.addcmul -> torch.histogram: synthesised by warpgym synth (seed 7, index 6637, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> RReLU -> torch.addcmul -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x, x1, x2):
        x = torch.slogdet(x)[0]
        x = self.rrelu_1(x)
        x = torch.addcmul(x, x1, x2)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 32), torch.randn(16, 32)]


def get_init_inputs():
    return []
