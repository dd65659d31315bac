"""F.relu -> F.lp_pool3d -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 5692, torch#3, dim 0 x17649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.lp_pool3d -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.relu(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(35298, 8, 8, 16, 16), torch.randn(35298, 8, 2, 5, 5)]


def get_init_inputs():
    return []
