"""hf.SqrtSoftplusActivation -> LeakyReLU -> Hardtanh -> torch.det -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 4553, transformers#5, dim 0 x1657)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> LeakyReLU -> Hardtanh -> torch.det -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.hardtanh_2 = nn.Hardtanh()

    def forward(self, x, x1, x2):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.leakyrelu_1(x)
        x = self.hardtanh_2(x)
        x = torch.det(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(6628, 32, 32, 32), torch.randn(6628, 32), torch.randn(6628, 32)]


def get_init_inputs():
    return []
