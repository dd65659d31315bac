"""torch.sort -> LogSoftmax -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 6263, torch#3, dim 0 x811)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> LogSoftmax -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = torch.sort(x)[0]
        x = self.logsoftmax_1(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6488, 16, 32, 32), torch.randn(6488, 16, 32, 32)]


def get_init_inputs():
    return []
