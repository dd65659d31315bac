"""F.sigmoid -> LeakyReLU -> MaxPool1d -> ZeroPad2d -> torch.logaddexp2: synthesised by warpgym synth (seed 7, index 5456, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> LeakyReLU -> MaxPool1d -> ZeroPad2d -> torch.logaddexp2"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)
        self.zeropad2d_3 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = self.leakyrelu_1(x)
        x = self.maxpool1d_2(x)
        x = self.zeropad2d_3(x)
        x = torch.logaddexp2(x, x1)
        return x


def get_inputs():
    return [torch.randn(64, 1024), torch.randn(66, 343)]


def get_init_inputs():
    return []
