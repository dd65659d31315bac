"""torch.select -> torch.sign -> F.group_norm -> torch.transpose -> LogSigmoid: synthesised by warpgym synth (seed 7, index 6882, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> torch.sign -> F.group_norm -> torch.transpose -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_4 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.select(x, -1, 2)
        x = torch.sign(x)
        x = F.group_norm(x, num_groups=2)
        x = torch.transpose(x, -1, -2)
        x = self.logsigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128)]


def get_init_inputs():
    return []
