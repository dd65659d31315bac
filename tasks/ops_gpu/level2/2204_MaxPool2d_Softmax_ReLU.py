"""MaxPool2d -> Softmax -> ReLU: synthesised by warpgym synth (seed 7, index 3486, torch#3, dim 0 x2557)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> Softmax -> ReLU"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.softmax_1 = nn.Softmax()
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.softmax_1(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(81824, 128, 64)]


def get_init_inputs():
    return []
