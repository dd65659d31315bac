"""AvgPool2d -> hf.AccurateGELUActivation -> F.pad -> Bilinear -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 2337, transformers#5, dim 0 x5571)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """AvgPool2d -> hf.AccurateGELUActivation -> F.pad -> Bilinear -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.accurategeluactivation_1 = AccurateGELUActivation()
        self.bilinear_3 = nn.Bilinear(in1_features=12, in2_features=12, out_features=12)

    def forward(self, x, x1, x2, x3):
        x = self.avgpool2d_0(x)
        x = self.accurategeluactivation_1(x)
        x = F.pad(x, pad=[1, 1])
        x = self.bilinear_3(x, x1)
        x = F.triplet_margin_with_distance_loss(x, negative=x2, positive=x3)
        return x


def get_inputs():
    return [torch.randn(22284, 32, 32, 32), torch.randn(22284, 32, 10, 12), torch.randn(22284, 32, 10, 12), torch.randn(22284, 32, 10, 12)]


def get_init_inputs():
    return []
