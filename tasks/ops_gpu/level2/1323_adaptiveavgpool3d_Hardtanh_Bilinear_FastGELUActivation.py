"""F.adaptive_avg_pool3d -> Hardtanh -> Bilinear -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 2122, transformers#4, dim 0 x6179)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> Hardtanh -> Bilinear -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()
        self.bilinear_2 = nn.Bilinear(in1_features=4, in2_features=4, out_features=4)
        self.fastgeluactivation_3 = FastGELUActivation()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.hardtanh_1(x)
        x = self.bilinear_2(x, x1)
        x = self.fastgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(98864, 32, 16, 16), torch.randn(98864, 4, 4, 4)]


def get_init_inputs():
    return []
