"""F.rrelu -> torch.maximum -> Hardtanh -> LogSoftmax -> torch.arctan2: synthesised by warpgym synth (seed 7, index 5807, torch#5, dim 0 x281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.maximum -> Hardtanh -> LogSoftmax -> torch.arctan2"""

    def __init__(self):
        super().__init__()
        self.hardtanh_2 = nn.Hardtanh()
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x, x1, x2):
        x = F.rrelu(x)
        x = torch.maximum(x, x1)
        x = self.hardtanh_2(x)
        x = self.logsoftmax_3(x)
        x = torch.arctan2(x, x2)
        return x


def get_inputs():
    return [torch.randn(71936, 512), torch.randn(71936, 512), torch.randn(71936, 512)]


def get_init_inputs():
    return []
