"""ReLU6 -> torch.mul -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 677, torch#3, dim 0 x124)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.mul -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x, x1, x2, x3):
        x = self.relu6_0(x)
        x = torch.mul(x, x1)
        x = F.triplet_margin_with_distance_loss(x, negative=x2, positive=x3)
        return x


def get_inputs():
    return [torch.randn(992, 256, 128), torch.randn(992, 256, 128), torch.randn(992, 256, 128), torch.randn(992, 256, 128)]


def get_init_inputs():
    return []
