"""ELU -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 1773, torch#2, dim 0 x439)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()

    def forward(self, x, x1, x2):
        x = self.elu_0(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(224768, 256), torch.randn(224768, 256), torch.randn(224768, 256)]


def get_init_inputs():
    return []
