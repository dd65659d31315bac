"""RReLU -> Tanh -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 5881, torch#3, dim 0 x945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> Tanh -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.tanh_1 = nn.Tanh()

    def forward(self, x, x1, x2):
        x = self.rrelu_0(x)
        x = self.tanh_1(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(15120, 32, 16, 16), torch.randn(15120, 32, 16, 16), torch.randn(15120, 32, 16, 16)]


def get_init_inputs():
    return []
