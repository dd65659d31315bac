"""AdaptiveMaxPool2d -> F.huber_loss: synthesised by warpgym synth (seed 7, index 6462, torch#2, dim 0 x5340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptivemaxpool2d_0(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(21360, 32, 32, 32), torch.randn(21360, 32, 4, 4)]


def get_init_inputs():
    return []
