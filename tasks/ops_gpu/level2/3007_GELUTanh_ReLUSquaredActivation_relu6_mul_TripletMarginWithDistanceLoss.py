"""hf.GELUTanh -> hf.ReLUSquaredActivation -> F.relu6 -> torch.mul -> TripletMarginWithDistanceLoss: synthesised by warpgym synth (seed 7, index 4115, transformers#5, dim 0 x128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.GELUTanh -> hf.ReLUSquaredActivation -> F.relu6 -> torch.mul -> TripletMarginWithDistanceLoss"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.relusquaredactivation_1 = ReLUSquaredActivation()
        self.tripletmarginwithdistanceloss_4 = nn.TripletMarginWithDistanceLoss()

    def forward(self, x, x1, x2, x3):
        x = self.gelutanh_0(x)
        x = self.relusquaredactivation_1(x)
        x = F.relu6(x)
        x = torch.mul(x, x1)
        x = self.tripletmarginwithdistanceloss_4(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(1024, 16, 32, 32), torch.randn(1024, 16, 32, 32), torch.randn(1024, 16, 32, 32), torch.randn(1024, 16, 32, 32)]


def get_init_inputs():
    return []
