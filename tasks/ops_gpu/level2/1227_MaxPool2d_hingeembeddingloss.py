"""MaxPool2d -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 1681, torch#2, dim 0 x1939)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x, x1):
        x = self.maxpool2d_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(62048, 128, 64), torch.randn(62048, 42, 21)]


def get_init_inputs():
    return []
