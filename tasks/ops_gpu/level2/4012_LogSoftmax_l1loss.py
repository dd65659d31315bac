"""LogSoftmax -> F.l1_loss: synthesised by warpgym synth (seed 7, index 5476, torch#2, dim 0 x357)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(11424, 128, 64), torch.randn(11424, 128, 64)]


def get_init_inputs():
    return []
