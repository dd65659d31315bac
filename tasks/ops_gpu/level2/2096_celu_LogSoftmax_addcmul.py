"""F.celu -> LogSoftmax -> torch.addcmul: synthesised by warpgym synth (seed 7, index 3311, torch#3, dim 0 x3633)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> LogSoftmax -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1, x2):
        x = F.celu(x)
        x = self.logsoftmax_1(x)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(930048, 256), torch.randn(930048, 256), torch.randn(930048, 256)]


def get_init_inputs():
    return []
