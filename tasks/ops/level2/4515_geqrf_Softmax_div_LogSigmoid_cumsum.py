"""torch.geqrf -> Softmax -> torch.div -> LogSigmoid -> torch.cumsum: synthesised by warpgym synth (seed 7, index 5917, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> Softmax -> torch.div -> LogSigmoid -> torch.cumsum"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.logsigmoid_3 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = torch.geqrf(x)[0]
        x = self.softmax_1(x)
        x = torch.div(x, x1)
        x = self.logsigmoid_3(x)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(64, 1024)]


def get_init_inputs():
    return []
