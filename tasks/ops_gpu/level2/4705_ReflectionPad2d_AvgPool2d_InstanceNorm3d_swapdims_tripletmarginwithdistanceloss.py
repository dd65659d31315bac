"""ReflectionPad2d -> AvgPool2d -> InstanceNorm3d -> torch.swapdims -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 6412, torch#5, dim 0 x1530)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> AvgPool2d -> InstanceNorm3d -> torch.swapdims -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)
        self.instancenorm3d_2 = nn.InstanceNorm3d(num_features=11)

    def forward(self, x, x1, x2):
        x = self.reflectionpad2d_0(x)
        x = self.avgpool2d_1(x)
        x = self.instancenorm3d_2(x)
        x = torch.swapdims(x, -1, -2)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(12240, 16, 32, 32), torch.randn(12240, 16, 11, 11), torch.randn(12240, 16, 11, 11)]


def get_init_inputs():
    return []
