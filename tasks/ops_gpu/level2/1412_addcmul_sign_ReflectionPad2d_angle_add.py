"""torch.addcmul -> torch.sign -> ReflectionPad2d -> torch.angle -> torch.add: synthesised by warpgym synth (seed 7, index 2258, torch#5, dim 0 x1369)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> torch.sign -> ReflectionPad2d -> torch.angle -> torch.add"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1, x2, x3):
        x = torch.addcmul(x, x1, x2)
        x = torch.sign(x)
        x = self.reflectionpad2d_2(x)
        x = torch.angle(x)
        x = torch.add(x, x3)
        return x


def get_inputs():
    return [torch.randn(10952, 64, 16, 16), torch.randn(10952, 64, 16, 16), torch.randn(10952, 64, 16, 16), torch.randn(10952, 64, 18, 18)]


def get_init_inputs():
    return []
