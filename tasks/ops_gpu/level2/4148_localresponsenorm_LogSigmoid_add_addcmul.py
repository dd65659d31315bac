"""F.local_response_norm -> LogSigmoid -> torch.add -> torch.addcmul: synthesised by warpgym synth (seed 7, index 6512, torch#4, dim 0 x792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> LogSigmoid -> torch.add -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x, x1, x2, x3):
        x = F.local_response_norm(x, size=4)
        x = self.logsigmoid_1(x)
        x = torch.add(x, x1)
        x = torch.addcmul(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(25344, 128, 64), torch.randn(25344, 128, 64), torch.randn(25344, 128, 64), torch.randn(25344, 128, 64)]


def get_init_inputs():
    return []
