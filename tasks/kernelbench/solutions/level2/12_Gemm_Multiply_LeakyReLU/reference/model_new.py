import torch
import torch.nn as nn

import cuda_extension


class ModelNew(nn.Module):
    def __init__(self, in_features: int, out_features: int, multiplier: float, negative_slope: float):
        super().__init__()
        self.gemm = nn.Linear(in_features, out_features)  # holds gemm.weight / gemm.bias; never called
        self.multiplier = float(multiplier)
        self.negative_slope = float(negative_slope)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cuda_extension.gemm_scale_leaky(x, self.gemm.weight, self.gemm.bias, self.multiplier,
                                               self.negative_slope)
