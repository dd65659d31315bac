"""torch.angle -> ELU: synthesised by warpgym synth (seed 7, index 4224, torch#2, dim 0 x375)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = torch.angle(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(12000, 128, 64)]


def get_init_inputs():
    return []
