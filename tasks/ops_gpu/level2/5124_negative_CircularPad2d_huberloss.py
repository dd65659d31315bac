"""torch.negative -> CircularPad2d -> F.huber_loss: synthesised by warpgym synth (seed 7, index 6950, torch#3, dim 0 x354)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> CircularPad2d -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.negative(x)
        x = self.circularpad2d_1(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5664, 64, 128), torch.randn(5664, 66, 130)]


def get_init_inputs():
    return []
