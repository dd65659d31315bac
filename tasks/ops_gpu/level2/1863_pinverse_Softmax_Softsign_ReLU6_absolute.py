"""torch.pinverse -> Softmax -> Softsign -> ReLU6 -> torch.absolute: synthesised by warpgym synth (seed 7, index 2952, torch#5, dim 0 x1272)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pinverse -> Softmax -> Softsign -> ReLU6 -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.softsign_2 = nn.Softsign()
        self.relu6_3 = nn.ReLU6()

    def forward(self, x):
        x = torch.pinverse(x)
        x = self.softmax_1(x)
        x = self.softsign_2(x)
        x = self.relu6_3(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(2544, 8, 8, 16, 16)]


def get_init_inputs():
    return []
