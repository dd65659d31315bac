"""torch.swapaxes -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 5267, torch#2, dim 0 x299)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.swapaxes(x, 2, 1)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4784, 64, 128), torch.randn(4784, 128, 64)]


def get_init_inputs():
    return []
