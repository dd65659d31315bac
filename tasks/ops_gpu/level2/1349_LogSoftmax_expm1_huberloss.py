"""LogSoftmax -> torch.expm1 -> F.huber_loss: synthesised by warpgym synth (seed 7, index 1856, torch#3, dim 0 x573)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> torch.expm1 -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = torch.expm1(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(9168, 32, 256), torch.randn(9168, 32, 256)]


def get_init_inputs():
    return []
