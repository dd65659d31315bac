"""torch.fmin -> ZeroPad2d -> F.relu6 -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 613, torch#4, dim 0 x1078)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> ZeroPad2d -> F.relu6 -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1, x2, x3):
        x = torch.fmin(x, x1)
        x = self.zeropad2d_1(x)
        x = F.relu6(x)
        x = F.margin_ranking_loss(x, input2=x2, target=x3)
        return x


def get_inputs():
    return [torch.randn(17248, 64, 128), torch.randn(17248, 64, 128), torch.randn(17248, 66, 130), torch.randn(17248, 66, 130)]


def get_init_inputs():
    return []
