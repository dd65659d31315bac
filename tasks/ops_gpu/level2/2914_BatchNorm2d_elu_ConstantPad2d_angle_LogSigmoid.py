"""BatchNorm2d -> F.elu -> ConstantPad2d -> torch.angle -> LogSigmoid: synthesised by warpgym synth (seed 7, index 4605, torch#5, dim 0 x1543)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> F.elu -> ConstantPad2d -> torch.angle -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=32)
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)
        self.logsigmoid_4 = nn.LogSigmoid()

    def forward(self, x):
        x = self.batchnorm2d_0(x)
        x = F.elu(x)
        x = self.constantpad2d_2(x)
        x = torch.angle(x)
        x = self.logsigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(24688, 32, 16, 16)]


def get_init_inputs():
    return []
