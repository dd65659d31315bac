"""LogSigmoid -> torch.adjoint -> torch.tril -> LogSoftmax: synthesised by warpgym synth (seed 9, index 531, torch#4, dim 0 x1283)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.adjoint -> torch.tril -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.adjoint(x)
        x = torch.tril(x)
        x = self.logsoftmax_3(x)
        return x


def get_inputs():
    return [torch.randn(328448, 512)]


def get_init_inputs():
    return []
