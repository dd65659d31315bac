"""torch.true_divide -> F.avg_pool3d -> F.avg_pool3d -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 366, torch#4, dim 0 x934)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> F.avg_pool3d -> F.avg_pool3d -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.true_divide(x, x1)
        x = F.avg_pool3d(x, 3)
        x = F.avg_pool3d(x, 3)
        x = F.triplet_margin_with_distance_loss(x, negative=x2, positive=x3)
        return x


def get_inputs():
    return [torch.randn(7472, 16, 32, 32), torch.randn(7472, 16, 32, 32), torch.randn(7472, 1, 3, 3), torch.randn(7472, 1, 3, 3)]


def get_init_inputs():
    return []
