"""ZeroPad2d -> torch.maximum -> F.l1_loss: synthesised by warpgym synth (seed 7, index 2560, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.maximum -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1, x2):
        x = self.zeropad2d_0(x)
        x = torch.maximum(x, x1)
        x = F.l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(130, 258), torch.randn(130, 258)]


def get_init_inputs():
    return []
