"""torch.angle -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 956, torch#2, dim 0 x3687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.angle(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(943872, 256), torch.randn(943872, 256), torch.randn(943872, 256)]


def get_init_inputs():
    return []
