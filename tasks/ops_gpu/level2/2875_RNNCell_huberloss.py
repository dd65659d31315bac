"""RNNCell -> F.huber_loss: synthesised by warpgym synth (seed 7, index 3927, torch#2, dim 0 x854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RNNCell -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=256, input_size=256)

    def forward(self, x, x1):
        x = self.rnncell_0(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(109312, 256), torch.randn(109312, 256)]


def get_init_inputs():
    return []
